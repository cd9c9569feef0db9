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
