// The Spanish of ../locations.ts, loaded only once Spanish is shown (src/i18n/es.ts).
import type { locationsEn } from '../locations';

export const locationsEs: typeof locationsEn = {
  approximate_title: 'Ubicación aproximada',
  approximate_text:
    'Esta propiedad está en el mapa en el centro de su código postal, no en su dirección, así que sus rutas y distancias son solo aproximadas. Corrija la dirección y vuelva a localizarla, o escriba su latitud y longitud en Detalles de la propiedad.',
  locate_again: 'Localizar de nuevo',
  approximate_marker: 'Ubicación aproximada: centro del código postal',
  legend_exact: 'En su dirección',
  legend_approximate: 'Aproximada (centro del código postal)',
  locate_all: 'Localizar las direcciones aproximadas',
  locate_queued:
    '%{smart_count} dirección aproximada enviada al geocodificador |||| %{smart_count} direcciones aproximadas enviadas al geocodificador',
  none_approximate: 'No quedan direcciones aproximadas.',
  approximate_count:
    '%{smart_count} propiedad está en el centro de su código postal, no en su dirección |||| %{smart_count} propiedades están en el centro de su código postal, no en sus direcciones',
  show_approximate: 'Verlas',
};
