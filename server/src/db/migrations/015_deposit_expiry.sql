-- Each deposit order keeps the expiry it was created with (issue 12: a change of the brand's
-- depositExpiryMinutes does not move the deadline of orders already shown to players). Orders from
-- before this migration have NULL and keep expiring at created_at + the brand's minutes.
ALTER TABLE deposit_orders ADD COLUMN expires_at INTEGER;
