import { useEffect, useState } from 'react';
import type { DeliveryPlace } from '@shoreline/domain/wire/admin-delivery';
import { adminCall, type Page } from './admin-api';

/**
 * The places that fill the boxes (a website and its store views: "Shoreline (English, Deutsch, Italiano)"), for the
 * delivery calendar's and the holds' pickers: capacity and holds are a place's, not a view's. Empty until loaded.
 */
export function usePlaces(): DeliveryPlace[] {
  const [places, setPlaces] = useState<DeliveryPlace[]>([]);
  useEffect(() => {
    let current = true;
    void adminCall<Page<DeliveryPlace>>('GET', 'delivery/places').then((answer) => {
      if (current && answer.ok) setPlaces(answer.data.items);
    });
    return () => {
      current = false;
    };
  }, []);
  return places;
}

/** The place a store code names: its own, or the one whose views include it (a link with a view's code). */
export const placeNamed = (places: readonly DeliveryPlace[], code: string) =>
  places.find((place) => place.code === code) ?? places.find((place) => place.store_codes.includes(code));
