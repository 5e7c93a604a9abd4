import type { NamespaceLoaders } from '../namespace-loaders';

/** The namespaces of `locales/tl`, each a lazy chunk (see ../namespace-loaders.ts). */
const loaders: NamespaceLoaders = import.meta.glob('../../../locales/tl/*.json');
export default loaders;
