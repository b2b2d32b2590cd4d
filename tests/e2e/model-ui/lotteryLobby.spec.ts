/** Generated paths of the /lottery screen (tests/model-ui/lottery-lobby.adapter.ts). */
import { fileURLToPath } from 'node:url';
import { lotteryLobbyAdapter } from '../../model-ui/lottery-lobby.adapter';
import { defineUiModelTests } from '../../model-ui/ui-spec';

defineUiModelTests(lotteryLobbyAdapter, fileURLToPath(import.meta.url));
