import { describe, expect, it } from 'vitest';
import type { CustomerService } from '../../lib/api/types';
import { pickCustomerService, VIP_SERVICE_RANK } from './customer-service';

const live: CustomerService = { csType: 'livechat', path: 'https://chat.example/live', name: 'Live chat' };
const vip: CustomerService = { csType: 'vip', path: 'https://chat.example/vip', name: 'VIP service' };
const other: CustomerService = { csType: 'telegram', path: 'https://t.me/lotus', name: 'Telegram' };

describe('pickCustomerService (§6)', () => {
  it('serves members above rank 4 with VIP service, others with live chat', () => {
    expect(VIP_SERVICE_RANK).toBe(4);
    expect(pickCustomerService([live, vip], 5)).toBe(vip);
    expect(pickCustomerService([live, vip], 4)).toBe(live);
    expect(pickCustomerService([live, vip], 0)).toBe(live);
  });

  it('falls back to live chat, then the first entry, then nothing', () => {
    expect(pickCustomerService([other, live], 9)).toBe(live);
    expect(pickCustomerService([other], 1)).toBe(other);
    expect(pickCustomerService([], 9)).toBeNull();
  });
});
