/** Generated paths of the login machine through the login modal (tests/model-ui/login.adapter.ts). */
import { fileURLToPath } from 'node:url';
import { defineUiModelTests } from '../../model-ui/ui-spec';
import { loginAdapter } from '../../model-ui/login.adapter';

defineUiModelTests(loginAdapter, fileURLToPath(import.meta.url));
