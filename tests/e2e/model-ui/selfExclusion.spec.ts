/** Generated paths of time-outs and self-exclusions through the Safer play page (tests/model-ui/self-exclusion.adapter.ts). */
import { fileURLToPath } from 'node:url';
import { selfExclusionAdapter } from '../../model-ui/self-exclusion.adapter';
import { defineUiModelTests } from '../../model-ui/ui-spec';

defineUiModelTests(selfExclusionAdapter, fileURLToPath(import.meta.url));
