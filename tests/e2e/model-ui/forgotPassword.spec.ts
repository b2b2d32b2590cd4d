/** Generated paths of the password-recovery machine through the forgot-password modal (tests/model-ui/forgot-password.adapter.ts). */
import { fileURLToPath } from 'node:url';
import { defineUiModelTests } from '../../model-ui/ui-spec';
import { forgotPasswordAdapter } from '../../model-ui/forgot-password.adapter';

defineUiModelTests(forgotPasswordAdapter, fileURLToPath(import.meta.url));
