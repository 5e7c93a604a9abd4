-- Why a deposit order was rejected by the platform itself (e.g. approving it would have broken a
-- responsible-gaming deposit limit lowered while it was pending); NULL for provider decisions.
ALTER TABLE deposit_orders ADD COLUMN reason TEXT;
