import { memo } from 'react';
import { gameArtSvg, CATEGORY_MOTIF, type GameArtInput } from '../../../core/game-art';

export interface GameArtProps extends GameArtInput {
  /**
   * `true` (default) when a labelled control around it already names the game: the art is
   * hidden from assistive technology. Otherwise it is an image named "<game> · <vendor>".
   */
  decorative?: boolean;
  className?: string;
}

/**
 * Generated art for a game whose image did not load (issue 11 "game art that reads as a game"):
 * the same SVG the reference server draws for the catalogue (core/game-art.ts), shown as an image
 * (a `data:` URL: no request), memoised on its props.
 */
export const GameArt = memo(function GameArt(props: GameArtProps) {
  const decorative = props.decorative ?? true;
  const svg = gameArtSvg(props);
  return (
    <img
      className={props.className}
      src={`data:image/svg+xml,${encodeURIComponent(svg)}`}
      alt={decorative ? '' : `${props.gameName} · ${props.vendor}`}
      width={200}
      height={200}
      data-testid="game-art"
      data-motif={CATEGORY_MOTIF[props.gameType] ?? 'game'}
    />
  );
});
