/** Generated paths of a member-centre page's one answer through the security centre (tests/model-ui/centre-details.adapter.ts). */
import { fileURLToPath } from 'node:url';
import { centreDetailsAdapter } from '../../model-ui/centre-details.adapter';
import { defineUiModelTests } from '../../model-ui/ui-spec';

defineUiModelTests(centreDetailsAdapter, fileURLToPath(import.meta.url));
