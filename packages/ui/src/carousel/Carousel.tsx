import type { ReactNode } from 'react';
import { useCarousel, type CarouselOptions } from './useCarousel.ts';

export interface CarouselProps extends CarouselOptions {
  /** The content of entry `index`; called only for the rendered window. */
  renderSlide: (index: number) => ReactNode;
  className?: string;
}

/** Carousel view: rotation control first (APG), then previous/next, then the slides. */
export function Carousel({ renderSlide, className, ...options }: CarouselProps) {
  const c = useCarousel(options);
  return (
    <section
      {...c.rootProps}
      className={['ast-carousel', className ?? ''].filter(Boolean).join(' ')}
    >
      <div className="ast-carousel__controls">
        {c.showRotation && (
          <button
            {...c.rotationProps}
            className="ast-carousel__button ast-carousel__rotation"
            data-state={c.stoppedByUser ? 'stopped' : 'rotating'}
          >
            <span aria-hidden="true">{c.stoppedByUser ? '▶' : '❚❚'}</span>
          </button>
        )}
        <button {...c.prevProps} className="ast-carousel__button ast-carousel__prev">
          <span aria-hidden="true">‹</span>
        </button>
        <button {...c.nextProps} className="ast-carousel__button ast-carousel__next">
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <div {...c.viewportProps} className="ast-carousel__viewport">
        <div {...c.trackProps}>
          {c.slides.map((slide) => (
            <div key={slide.key} {...slide.props}>
              {renderSlide(slide.index)}
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
