// Approximate locations (app.locations): a property placed at its zip code's centre by an import, on its view, in the
// customers list and on the maps.
export const locationsEn = {
  approximate_title: 'Approximate location',
  approximate_text:
    "This property is on the map at its zip code's centre, not at its address, so its routes and distances are only approximate. Correct the address and locate it again, or enter its latitude and longitude in Property details.",
  locate_again: 'Locate again',
  approximate_marker: 'Approximate location: zip code centre',
  legend_exact: 'At its address',
  legend_approximate: 'Approximate (zip code centre)',
  locate_all: 'Locate approximate addresses',
  locate_queued: '%{smart_count} approximate address sent to the geocoder |||| %{smart_count} approximate addresses sent to the geocoder',
  none_approximate: 'No approximate addresses left.',
  approximate_count:
    "%{smart_count} property is at its zip code's centre, not at its address |||| %{smart_count} properties are at their zip code's centre, not at their addresses",
  show_approximate: 'Show them',
};

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
