/** Generated paths of limit changes through the Safer play page (tests/model-ui/limit-change.adapter.ts). */
import { fileURLToPath } from 'node:url';
import { limitChangeAdapter } from '../../model-ui/limit-change.adapter';
import { defineUiModelTests } from '../../model-ui/ui-spec';

defineUiModelTests(limitChangeAdapter, fileURLToPath(import.meta.url));
