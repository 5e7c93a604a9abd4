import type { NamespaceLoaders } from '../namespace-loaders';

/** The namespaces of `locales/th`, each a lazy chunk (see ../namespace-loaders.ts). */
const loaders: NamespaceLoaders = import.meta.glob('../../../locales/th/*.json');
export default loaders;
