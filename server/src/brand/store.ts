import { statSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { FieldName } from '../../../schemas/generated/api.ts';
import { compilePattern, type CompiledPattern } from '../../../core/register-rules.ts';
import { versionBrandUrls } from './asset-versions.ts';
import { BRAND_FILES, type Brand } from './types.ts';
import { formatBrandProblems, readBrandDir } from './validate.ts';

/** Thrown at start-up when the brand folder is invalid; the message lists file#pointer: problem. */
export class BrandConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BrandConfigError';
  }
}

/** How often (ms) the files' modification times are checked for a hot reload. */
const RELOAD_CHECK_MS = 1000;

/**
 * Holds the validated brand configuration. Operators edit server/brand/*.json and the server
 * follows without a restart: `current()` re-reads the folder when a file's mtime changed (checked
 * at most once a second); an invalid edit is logged and the last valid configuration stays.
 * Every `/brand/...` URL it hands out carries the asset's content version (`?v=`), and replacing
 * an asset file in place reloads too, so the new image gets a new URL.
 */
export class BrandStore {
  readonly dir: string;
  private brand: Brand;
  private compiled = new Map<FieldName, CompiledPattern>();
  private stamp: string;
  private checkedAt = 0;
  /** Relative paths of the assets whose versions the current brand's URLs carry. */
  private assets = new Set<string>();

  /** @throws BrandConfigError naming file, JSON pointer and problem when the folder is invalid. */
  constructor(
    dir: string,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => number,
  ) {
    this.dir = dir;
    const { brand, problems } = readBrandDir(dir);
    if (!brand)
      throw new BrandConfigError(`invalid brand configuration in ${dir}:\n${formatBrandProblems(problems)}`);
    this.brand = this.versioned(brand);
    this.stamp = this.readStamp();
    this.compile();
    this.checkedAt = now();
  }

  /** The current brand configuration. */
  current(): Brand {
    const now = this.now();
    if (now - this.checkedAt >= RELOAD_CHECK_MS) {
      this.checkedAt = now;
      const stamp = this.readStamp();
      if (stamp !== this.stamp) {
        this.stamp = stamp;
        const { brand, problems } = readBrandDir(this.dir);
        if (brand) {
          this.brand = this.versioned(brand);
          this.stamp = this.readStamp(); // now over the assets this brand names
          this.compile();
          this.log.info({ dir: this.dir }, 'brand configuration reloaded');
        } else {
          this.log.error({ problems }, 'brand configuration edit is invalid; keeping the previous one');
        }
      }
    }
    return this.brand;
  }

  /** The compiled `acceptedPattern` of a field (§5). */
  pattern(field: FieldName): CompiledPattern {
    this.current();
    return this.compiled.get(field) ?? { kind: 'any' };
  }

  private compile(): void {
    this.compiled = new Map();
    for (const [field, rule] of Object.entries(this.brand.register.rules) as [
      FieldName,
      { acceptedPattern: string },
    ][]) {
      const compiled = compilePattern(rule.acceptedPattern);
      if (compiled.kind === 'unusable') {
        this.log.error(
          { field, pattern: rule.acceptedPattern, reason: compiled.reason },
          `register rule ${field}: acceptedPattern is unusable; its pattern check is skipped`,
        );
      }
      this.compiled.set(field, compiled);
    }
  }

  /**
   * The brand with each `/brand/...` URL carrying its asset's content version (issue 11: such a
   * URL is served `immutable` for a year, and a replaced image gets a new URL).
   */
  private versioned(brand: Brand): Brand {
    const assets = new Set<string>();
    const result = versionBrandUrls(brand, join(this.dir, 'assets'), assets);
    this.assets = assets;
    return result;
  }

  /** Modification times of the brand files and of the assets they name: a change reloads. */
  private readStamp(): string {
    const paths = [
      ...Object.values(BRAND_FILES).map(({ file }) => join(this.dir, file)),
      ...[...this.assets].map((relative) => join(this.dir, 'assets', relative)),
    ];
    return paths
      .map((path) => {
        try {
          const s = statSync(path);
          return `${s.mtimeMs}:${s.size}`;
        } catch {
          return 'missing';
        }
      })
      .join('|');
  }
}
