/** Generated paths of the change-password machine through its modal (tests/model-ui/change-password.adapter.ts). */
import { fileURLToPath } from 'node:url';
import { defineUiModelTests } from '../../model-ui/ui-spec';
import { changePasswordAdapter } from '../../model-ui/change-password.adapter';

defineUiModelTests(changePasswordAdapter, fileURLToPath(import.meta.url));
