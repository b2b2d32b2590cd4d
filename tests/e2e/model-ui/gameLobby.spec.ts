/** Generated paths of the category lobbies: the slot lobby, the live lane and a visitor's hot games (tests/model-ui/game-lobby.adapter.ts). */
import { fileURLToPath } from 'node:url';
import { gameLobbyAdapter } from '../../model-ui/game-lobby.adapter';
import { defineUiModelTests } from '../../model-ui/ui-spec';

defineUiModelTests(gameLobbyAdapter, fileURLToPath(import.meta.url));
