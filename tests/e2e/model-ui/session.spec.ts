/** Generated paths of the session through the RNG lobby's header and game cards (tests/model-ui/session.adapter.ts). */
import { fileURLToPath } from 'node:url';
import { sessionAdapter } from '../../model-ui/session.adapter';
import { defineUiModelTests } from '../../model-ui/ui-spec';

defineUiModelTests(sessionAdapter, fileURLToPath(import.meta.url));
