-- Holds wait for time, not a count (issue 43): System Settings' payments group trades `holdAfterFailedPayments` (unpaid
-- failed payments) for `holdAfterDays` (days unpaid after a decline with no retry left). A business that had turned
-- holds off (0) keeps them off; any other count becomes the default 3 days.
UPDATE "settings"
SET "value" = ("value" - 'holdAfterFailedPayments')
  || jsonb_build_object('holdAfterDays', CASE WHEN ("value"->>'holdAfterFailedPayments')::int = 0 THEN 0 ELSE 3 END)
WHERE "key" = 'payments' AND "value" ? 'holdAfterFailedPayments';
