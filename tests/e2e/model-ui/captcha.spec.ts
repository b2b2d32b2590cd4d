/** Generated paths of the captcha machine through the login form (tests/model-ui/captcha.adapter.ts). */
import { fileURLToPath } from 'node:url';
import { defineUiModelTests } from '../../model-ui/ui-spec';
import { captchaAdapter } from '../../model-ui/captcha.adapter';

defineUiModelTests(captchaAdapter, fileURLToPath(import.meta.url));
