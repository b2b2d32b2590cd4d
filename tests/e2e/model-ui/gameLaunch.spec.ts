/** Generated paths of a game launch from the lobby cards (tests/model-ui/game-launch.adapter.ts). */
import { fileURLToPath } from 'node:url';
import { gameLaunchAdapter } from '../../model-ui/game-launch.adapter';
import { defineUiModelTests } from '../../model-ui/ui-spec';

defineUiModelTests(gameLaunchAdapter, fileURLToPath(import.meta.url));
