import { AGENT_TYPES } from '../../../core/layout/site-context.ts';
import { AppError } from '../errors.ts';
import type { UserRow, UsersRepository } from '../repositories/users.ts';

/**
 * Who may use the agent centre (§6, docs/contract-agent.md): agents only, and only over their own
 * downlines. Shared by every agent-centre and contract call.
 */
export class AgentAccess {
  constructor(private readonly users: UsersRepository) {}

  /**
   * The agent behind a call.
   * @throws AppError 401 `UNAUTHORIZED` (no such member) | 403 `NOT_AGENT` (isAgent not 1, 2, 41, 42).
   */
  agent(userId: number): UserRow {
    const user = this.users.findById(userId);
    if (!user) throw new AppError('UNAUTHORIZED', 'Please log in', { statusCode: 401 });
    if (!AGENT_TYPES.includes(user.is_agent))
      throw new AppError('NOT_AGENT', 'The agent centre is for agents only', { statusCode: 403 });
    return user;
  }

  /**
   * A downline of `agentId`: direct (`depth` 1) or at any depth below it (`'any'`). A member that
   * does not exist and one that is not below the agent get the same answer, so ids leak nothing.
   * @returns the downline and its level (1 = direct).
   * @throws AppError 404 `NOT_FOUND`.
   */
  downline(agentId: number, userId: number, depth: 1 | 'any' = 'any'): { user: UserRow; level: number } {
    const user = this.users.findById(userId);
    let level = 0;
    let cursor = user;
    while (cursor && cursor.parent_id !== null && level < 64) {
      level += 1;
      if (cursor.parent_id === agentId) break;
      cursor = this.users.findById(cursor.parent_id);
    }
    const below =
      user !== undefined && cursor !== undefined && cursor.parent_id === agentId && user.id !== agentId;
    if (!user || !below || (depth === 1 && level !== 1))
      throw new AppError('NOT_FOUND', 'No such downline', { statusCode: 404 });
    return { user, level };
  }
}
