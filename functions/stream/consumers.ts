/**
 * The consumers of the table's stream, which one reader serves
 * (./dispatcher.ts; docs/decisions.md, "One reader of the table's stream").
 * Adding one is a line here and its records' filter in
 * functions/schema/streamFilters.ts (tests/unit/backend/streamConsumers.test.ts
 * keeps the two lists the same).
 */
import { consumeCollusionRecords } from '#functions/jobs/collusionSignals';
import { consumeDataRequests } from '#functions/jobs/dataExport';
import { consumePushNotifications } from '#functions/realtime/pushNotifications';
import { consumeVouchChanges } from '#functions/realtime/vouchSideEffects';
import type { RoutedConsumer } from './dispatch';

export const STREAM_CONSUMERS: readonly RoutedConsumer[] = [
  { name: 'pushNotifications', handle: consumePushNotifications },
  { name: 'dataExport', handle: consumeDataRequests },
  { name: 'collusionSignals', handle: consumeCollusionRecords },
  { name: 'vouchSideEffects', handle: consumeVouchChanges },
];
