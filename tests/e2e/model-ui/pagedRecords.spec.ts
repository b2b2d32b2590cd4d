/** Generated paths of a record list through the points details of /pointMall (tests/model-ui/paged-records.adapter.ts). */
import { fileURLToPath } from 'node:url';
import { pagedRecordsAdapter } from '../../model-ui/paged-records.adapter';
import { defineUiModelTests } from '../../model-ui/ui-spec';

defineUiModelTests(pagedRecordsAdapter, fileURLToPath(import.meta.url));
