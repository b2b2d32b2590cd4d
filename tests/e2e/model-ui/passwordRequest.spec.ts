/** Generated paths of a points-mall request confirmed with the withdrawal password (tests/model-ui/password-request.adapter.ts). */
import { fileURLToPath } from 'node:url';
import { passwordRequestAdapter } from '../../model-ui/password-request.adapter';
import { defineUiModelTests } from '../../model-ui/ui-spec';

defineUiModelTests(passwordRequestAdapter, fileURLToPath(import.meta.url));
