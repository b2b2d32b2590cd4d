/** Generated paths of the speed test the logo opens (tests/model-ui/speed-test.adapter.ts). */
import { fileURLToPath } from 'node:url';
import { speedTestAdapter } from '../../model-ui/speed-test.adapter';
import { defineUiModelTests } from '../../model-ui/ui-spec';

defineUiModelTests(speedTestAdapter, fileURLToPath(import.meta.url));
