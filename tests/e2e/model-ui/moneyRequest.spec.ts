/** Generated paths of a money request through the wallet transfer (tests/model-ui/money-request.adapter.ts). */
import { fileURLToPath } from 'node:url';
import { moneyRequestAdapter } from '../../model-ui/money-request.adapter';
import { defineUiModelTests } from '../../model-ui/ui-spec';

defineUiModelTests(moneyRequestAdapter, fileURLToPath(import.meta.url));
