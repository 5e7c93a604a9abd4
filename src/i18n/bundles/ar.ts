import type { NamespaceLoaders } from '../namespace-loaders';

/** The namespaces of `locales/ar`, each a lazy chunk (see ../namespace-loaders.ts). */
const loaders: NamespaceLoaders = import.meta.glob('../../../locales/ar/*.json');
export default loaders;
