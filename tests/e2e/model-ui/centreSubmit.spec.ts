/** Generated paths of a member-centre form through the security centre's profile (tests/model-ui/centre-submit.adapter.ts). */
import { fileURLToPath } from 'node:url';
import { centreSubmitAdapter } from '../../model-ui/centre-submit.adapter';
import { defineUiModelTests } from '../../model-ui/ui-spec';

defineUiModelTests(centreSubmitAdapter, fileURLToPath(import.meta.url));
