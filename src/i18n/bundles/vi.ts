import type { NamespaceLoaders } from '../namespace-loaders';

/** The namespaces of `locales/vi`, each a lazy chunk (see ../namespace-loaders.ts). */
const loaders: NamespaceLoaders = import.meta.glob('../../../locales/vi/*.json');
export default loaders;
