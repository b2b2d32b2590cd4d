/** Generated paths of the reality check through the signed-in portal (tests/model-ui/reality-check.adapter.ts). */
import { fileURLToPath } from 'node:url';
import { realityCheckAdapter } from '../../model-ui/reality-check.adapter';
import { defineUiModelTests } from '../../model-ui/ui-spec';

defineUiModelTests(realityCheckAdapter, fileURLToPath(import.meta.url));
