import type { NamespaceLoaders } from '../namespace-loaders';

/** The namespaces of `locales/ru`, each a lazy chunk (see ../namespace-loaders.ts). */
const loaders: NamespaceLoaders = import.meta.glob('../../../locales/ru/*.json');
export default loaders;
