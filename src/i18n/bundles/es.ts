import type { NamespaceLoaders } from '../namespace-loaders';

/** The namespaces of `locales/es`, each a lazy chunk (see ../namespace-loaders.ts). */
const loaders: NamespaceLoaders = import.meta.glob('../../../locales/es/*.json');
export default loaders;
