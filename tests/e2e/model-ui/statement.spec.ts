/** Generated paths of the statement through the Safer play page (tests/model-ui/statement.adapter.ts). */
import { fileURLToPath } from 'node:url';
import { statementAdapter } from '../../model-ui/statement.adapter';
import { defineUiModelTests } from '../../model-ui/ui-spec';

defineUiModelTests(statementAdapter, fileURLToPath(import.meta.url));
