/** Generated paths of the favourite hearts on the lobby pages and home (tests/model-ui/favourites.adapter.ts). */
import { fileURLToPath } from 'node:url';
import { favouritesAdapter } from '../../model-ui/favourites.adapter';
import { defineUiModelTests } from '../../model-ui/ui-spec';

defineUiModelTests(favouritesAdapter, fileURLToPath(import.meta.url));
