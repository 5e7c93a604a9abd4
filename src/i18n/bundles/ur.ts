import type { NamespaceLoaders } from '../namespace-loaders';

/** The namespaces of `locales/ur`, each a lazy chunk (see ../namespace-loaders.ts). */
const loaders: NamespaceLoaders = import.meta.glob('../../../locales/ur/*.json');
export default loaders;
