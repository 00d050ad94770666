import { graphql, type ResultOf } from '../../../app/apollo/graphql';

/** A resource as the library lists it: what opens it (an article, a link, a file) and who it is kept for. */
export const RESOURCE_ITEM = graphql(`
  fragment ResourceItem on Resource {
    _id
    sectionId
    kind
    title
    description
    url
    position
    roleTypes
    programIds
    file {
      _id
      name
      url
      size
      fileType
    }
    article {
      _id
      title
      status
    }
  }
`);
export type ResourceItemData = ResultOf<typeof RESOURCE_ITEM>;

export const SECTION_FIELDS = graphql(`
  fragment ResourceSectionFields on ResourceSection {
    _id
    title
    description
    position
    roleTypes
    programIds
    resourceCount
    viewerCan {
      edit
    }
  }
`);
export type SectionFieldsData = ResultOf<typeof SECTION_FIELDS>;

/** The programmes a section or resource may be kept to (the visibility pickers). */
export const PROGRAM_CHOICES = graphql(`
  query ResourceProgramChoices {
    programs {
      _id
      name
    }
  }
`);
