/** Generated paths of the SMS countdown machine through the send-code button (tests/model-ui/sms-countdown.adapter.ts). */
import { fileURLToPath } from 'node:url';
import { defineUiModelTests } from '../../model-ui/ui-spec';
import { smsCountdownAdapter } from '../../model-ui/sms-countdown.adapter';

defineUiModelTests(smsCountdownAdapter, fileURLToPath(import.meta.url));
