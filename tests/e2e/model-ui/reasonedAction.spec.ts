/** Generated paths of a reasoned action on a member's page of the back office (tests/model-ui/reasoned-action.adapter.ts). */
import { fileURLToPath } from 'node:url';
import { reasonedActionAdapter } from '../../model-ui/reasoned-action.adapter';
import { defineUiModelTests } from '../../model-ui/ui-spec';

defineUiModelTests(reasonedActionAdapter, fileURLToPath(import.meta.url));
