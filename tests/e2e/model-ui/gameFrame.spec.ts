/** Generated paths of the game page's frame (tests/model-ui/game-frame.adapter.ts). */
import { fileURLToPath } from 'node:url';
import { gameFrameAdapter } from '../../model-ui/game-frame.adapter';
import { defineUiModelTests } from '../../model-ui/ui-spec';

defineUiModelTests(gameFrameAdapter, fileURLToPath(import.meta.url));
