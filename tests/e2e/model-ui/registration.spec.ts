/** Generated paths of the registration machine through the register page (tests/model-ui/registration.adapter.ts). */
import { fileURLToPath } from 'node:url';
import { defineUiModelTests } from '../../model-ui/ui-spec';
import { registrationAdapter } from '../../model-ui/registration.adapter';

defineUiModelTests(registrationAdapter, fileURLToPath(import.meta.url));
