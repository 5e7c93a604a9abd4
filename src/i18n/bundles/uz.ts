import type { NamespaceLoaders } from '../namespace-loaders';

/** The namespaces of `locales/uz`, each a lazy chunk (see ../namespace-loaders.ts). */
const loaders: NamespaceLoaders = import.meta.glob('../../../locales/uz/*.json');
export default loaders;
