/** Generated paths of the session-limit warning through the signed-in portal (tests/model-ui/session-limit.adapter.ts). */
import { fileURLToPath } from 'node:url';
import { sessionLimitAdapter } from '../../model-ui/session-limit.adapter';
import { defineUiModelTests } from '../../model-ui/ui-spec';

defineUiModelTests(sessionLimitAdapter, fileURLToPath(import.meta.url));
