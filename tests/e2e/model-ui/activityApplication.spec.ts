/** Generated paths of an activity application in the reward centre (tests/model-ui/activity-application.adapter.ts). */
import { fileURLToPath } from 'node:url';
import { activityApplicationAdapter } from '../../model-ui/activity-application.adapter';
import { defineUiModelTests } from '../../model-ui/ui-spec';

defineUiModelTests(activityApplicationAdapter, fileURLToPath(import.meta.url));
