/** Generated paths of the system-status machine through the root screen (tests/model-ui/system-status.adapter.ts). */
import { fileURLToPath } from 'node:url';
import { defineUiModelTests } from '../../model-ui/ui-spec';
import { systemStatusAdapter } from '../../model-ui/system-status.adapter';

defineUiModelTests(systemStatusAdapter, fileURLToPath(import.meta.url));
