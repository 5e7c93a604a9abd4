import {
  Component,
  startTransition,
  createContext,
  Suspense,
  use,
  useEffect,
  useLayoutEffect,
  useState,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import type { ResolvedNode } from '../../core/layout/types';
import { holdFirstScreen } from '../lib/first-screen';

/** Props every registered layout component receives: its resolved node. */
export interface LayoutComponentProps {
  node: ResolvedNode;
}

export type LayoutComponent = ComponentType<LayoutComponentProps>;

/**
 * A lazily loaded layout component that can also be preloaded (e.g. by a route before render), and
 * whose first answer can be asked for before it renders (`prefetch`, see {@link lazyComponent}).
 */
export type LazyLayoutComponent = LayoutComponent & {
  preload: () => Promise<unknown>;
  prefetch?: () => void;
};

/** id → component. Entries are React.lazy components (pages, panels) or eager ones (header pieces). */
export type ComponentRegistry = Readonly<Record<string, LayoutComponent>>;

/** Chunk load timeout (§9: 120 s). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** Thrown when a component's chunk does not arrive within {@link CHUNK_LOAD_TIMEOUT_MS}. */
export class ChunkLoadTimeoutError extends Error {
  constructor() {
    super(`Chunk not loaded within ${CHUNK_LOAD_TIMEOUT_MS} ms`);
    this.name = 'ChunkLoadTimeoutError';
  }
}

/**
 * Wraps a dynamic import as a lazy registry entry (§9: chunk load timeout 120 s). The import runs
 * once; a failed import is retried on the next preload/render, so a retry button works after a
 * network fault. Errors reach the nearest error boundary.
 *
 * The entry never suspends (issue 13): until its chunk has arrived it shows the
 * {@link PendingViewContext} view (nothing, unless the caller gives one, as the route's page slot
 * does), then renders the component through a state update. With `React.lazy` each entry showed a
 * Suspense fallback, and React holds back the reveal of a boundary that resolves within 300 ms of
 * the latest fallback on screen: with a dozen lazy pieces on a first screen the whole page,
 * already rendered and its images already loaded, waited 300–400 ms more before it was shown, and
 * the page's own calls, which start when it mounts, waited with it. The arrived component is
 * rendered as a transition, in slices that yield to the browser, not in one long task (TBT); while
 * the app boots beneath the server's first screen (src/lib/first-screen.ts) pieces
 * that commit one after another are not seen, and a piece still waiting for its chunk keeps that
 * first screen up.
 *
 * @param load `() => import('./x')` resolving to a module with the component as `default`
 * @param options.prefetch starts the call whose answer the page shows first (e.g. a TanStack
 *   `prefetchQuery` of the same query the page runs), so a first load of the page's address asks
 *   for it with the boot calls rather than once the page has rendered (issue 13, LCP; called by
 *   `src/app/boot-prefetch.ts` through {@link prefetchPageData}). It must not throw. The entry's
 *   `prefetch` also loads the entry (`load`) itself, unless `options.chunkWithData` is false.
 * @param options.chunkWithData false when the page's chunk should not be fetched beside the boot
 *   calls (default true): on a page without a first screen its dozen modules take the browser's
 *   six connections and hold back the texts the first paint waits for; the router still asks for
 *   it once the shell renders.
 */
export function lazyComponent(
  load: () => Promise<{ default: LayoutComponent }>,
  options: { prefetch?: () => void; chunkWithData?: boolean } = {},
): LazyLayoutComponent {
  let pending: Promise<{ default: LayoutComponent }> | null = null;
  // The component once its chunk has arrived.
  let loaded: LayoutComponent | null = null;
  const loadOnce = (): Promise<{ default: LayoutComponent }> => {
    pending ??= new Promise<{ default: LayoutComponent }>((resolve, reject) => {
      const timer = setTimeout(() => reject(new ChunkLoadTimeoutError()), CHUNK_LOAD_TIMEOUT_MS);
      load().then(
        (module) => {
          clearTimeout(timer);
          loaded = module.default;
          resolve(module);
        },
        (error: unknown) => {
          clearTimeout(timer);
          pending = null;
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    });
    return pending;
  };
  const component = ((props: LayoutComponentProps) => {
    const [Loaded, setLoaded] = useState<LayoutComponent | null>(() => loaded);
    const [failure, setFailure] = useState<Error | null>(null);
    const pendingView = use(PendingViewContext);
    useEffect(() => {
      if (Loaded !== null) return;
      let live = true;
      loadOnce().then(
        (module) => {
          // As a transition: React renders the arrived piece in slices that yield to the browser
          // every few ms, not in one long task (issue 13, TBT).
          if (live)
            startTransition(() => {
              setLoaded(() => module.default);
            });
        },
        (error: unknown) => {
          if (live) setFailure(error instanceof Error ? error : new Error(String(error)));
        },
      );
      return () => {
        live = false;
      };
    }, [Loaded]);
    // Until its chunk has arrived the piece keeps the server's first screen up: appearing later,
    // in view, it would push what follows it (issue 13, CLS).
    useLayoutEffect(
      () => (Loaded === null && failure === null ? holdFirstScreen() : undefined),
      [Loaded, failure],
    );
    // To the nearest error boundary, whose retry mounts a new instance that loads again.
    if (failure) throw failure;
    if (Loaded === null) {
      // Asked for while rendering, as React.lazy does; the effect above listens for the answer.
      loadOnce().catch(() => undefined);
      return pendingView;
    }
    // The pending view is this entry's own: components below it show nothing while they load.
    return pendingView === null ? (
      <Loaded {...props} />
    ) : (
      <PendingViewContext value={null}>
        <Loaded {...props} />
      </PendingViewContext>
    );
  }) as LazyLayoutComponent;
  component.preload = loadOnce;
  const prefetchData = options.prefetch;
  if (prefetchData) {
    component.prefetch = () => {
      // The page itself too (with whatever `load` brings along, e.g. its texts), so it renders at
      // once when the router gets to it; a chunk that fails is reported when it renders.
      if (options.chunkWithData !== false) loadOnce().catch(() => undefined);
      prefetchData();
    };
  }
  return component;
}

/** Starts the first call of a registry entry's page ({@link lazyComponent}'s `prefetch`), if it has one. */
export function prefetchPageData(registry: ComponentRegistry, id: string): void {
  (registry[id] as Partial<LazyLayoutComponent> | undefined)?.prefetch?.();
}

/** Preloads a registry entry if it is lazy; resolves at once for eager entries and unknown ids. */
export function preloadComponent(registry: ComponentRegistry, id: string): Promise<unknown> {
  const entry = registry[id] as Partial<LazyLayoutComponent> | undefined;
  return typeof entry?.preload === 'function' ? entry.preload() : Promise.resolve();
}

const RegistryContext = createContext<ComponentRegistry>({});

/**
 * What a {@link lazyComponent} entry shows while its chunk loads: nothing unless a caller provides
 * a view (the route's page slot provides the boot splash). It applies to the entry rendered
 * directly inside the provider only.
 */
export const PendingViewContext = createContext<ReactNode>(null);

/** Provides the component registry to {@link RenderNodes} (set once by src/app). */
export function RegistryProvider({
  registry,
  children,
}: {
  registry: ComponentRegistry;
  children: ReactNode;
}) {
  return <RegistryContext value={registry}>{children}</RegistryContext>;
}

export function useRegistry(): ComponentRegistry {
  return use(RegistryContext);
}

/**
 * Whether the components of `nodes` (and of their children) have all arrived: preloads the lazy
 * ones and turns true once every chunk is in. A list of lazy nodes rendered before that fills in one
 * node at a time (each node has its own Suspense boundary) and moves what is below it; a section
 * keeps its skeleton until this is true instead (issue 13, CLS). A failed chunk counts as arrived:
 * the node's own boundary reports it.
 */
export function useNodesReady(nodes: readonly ResolvedNode[]): boolean {
  const registry = useRegistry();
  const ids = [...new Set(collectComponents(nodes))].sort().join(' ');
  const [ready, setReady] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void Promise.allSettled(ids.split(' ').map((id) => preloadComponent(registry, id))).then(() => {
      if (live) setReady(ids);
    });
    return () => {
      live = false;
    };
  }, [ids, registry]);
  return ready === ids;
}

function collectComponents(nodes: readonly ResolvedNode[]): string[] {
  return nodes.flatMap((node) => [node.component, ...collectComponents(node.children)]);
}

const reported = new Set<string>();

/** Logs a layout problem once per key in production (the one place console output is allowed). */
function reportOnce(key: string, message: string, error?: unknown): void {
  if (reported.has(key)) return;
  reported.add(key);
  console.error(message, error ?? '');
}

/**
 * Fallback for a component id the registry does not know (DESIGN.md "Layout engine"): a
 * visible error box in development, nothing but a single console.error in production — never
 * a white screen.
 */
export function UnknownComponent({ node }: LayoutComponentProps) {
  if (import.meta.env.DEV) {
    return (
      <div role="alert" className="layout-error">
        Unknown layout component <code>{node.component}</code> (node <code>{node.id}</code> at{' '}
        <code>{node.pointer}</code>). Register it in src/app/registry-entries.tsx.
      </div>
    );
  }
  reportOnce(
    `unknown:${node.component}`,
    `[layout] unknown component "${node.component}" at ${node.pointer}; skipped`,
  );
  return null;
}

interface BoundaryState {
  error: Error | null;
}

/** Keeps one failing node from taking the page down: dev shows the error, production skips it. */
class NodeBoundary extends Component<{ node: ResolvedNode; children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, _info: ErrorInfo): void {
    if (!import.meta.env.DEV) {
      reportOnce(
        `crash:${this.props.node.pointer}`,
        `[layout] component "${this.props.node.component}" failed; skipped`,
        error,
      );
    }
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (!import.meta.env.DEV) return null;
    return (
      <div role="alert" className="layout-error">
        Layout component <code>{this.props.node.component}</code> failed: {error.message}
      </div>
    );
  }
}

/** Renders one resolved node with its registered component (or {@link UnknownComponent}). */
export function RenderNode({ node }: LayoutComponentProps) {
  const registry = useRegistry();
  const Found: LayoutComponent = registry[node.component] ?? UnknownComponent;
  return (
    <NodeBoundary node={node}>
      <Suspense fallback={null}>
        <Found node={node} />
      </Suspense>
    </NodeBoundary>
  );
}

/** Renders resolved nodes in order, keyed by node id. */
export function RenderNodes({ nodes }: { nodes: readonly ResolvedNode[] }) {
  return nodes.map((node) => <RenderNode key={node.id} node={node} />);
}
