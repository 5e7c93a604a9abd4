import type { NamespaceLoaders } from '../namespace-loaders';

/** The namespaces of `locales/km`, each a lazy chunk (see ../namespace-loaders.ts). */
const loaders: NamespaceLoaders = import.meta.glob('../../../locales/km/*.json');
export default loaders;
