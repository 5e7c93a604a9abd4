import type { NamespaceLoaders } from '../namespace-loaders';

/** The namespaces of `locales/fr`, each a lazy chunk (see ../namespace-loaders.ts). */
const loaders: NamespaceLoaders = import.meta.glob('../../../locales/fr/*.json');
export default loaders;
