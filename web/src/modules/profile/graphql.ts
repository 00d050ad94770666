import { graphql } from '../../app/apollo/graphql';

export interface Named {
  _id: string;
  name: string;
}

export interface ProfileStartup extends Named {
  logo: string | null;
  people: Array<{ _id: string; fullName: string }>;
}

export interface SocialLinks {
  linkedin: string | null;
  twitter: string | null;
  facebook: string | null;
  angellist: string | null;
}

/** A person as their profile page shows them; the server leaves out what the viewer may not see. */
export interface ProfileUser {
  _id: string;
  fullName: string;
  firstName: string | null;
  lastName: string | null;
  headline: string | null;
  bio: string | null;
  avatar: string | null;
  cover: string | null;
  email: string | null;
  phone: string | null;
  timezone: string | null;
  country: string | null;
  locations: string[] | null;
  status: string | null;
  role: { _id: string; type: string | null; label: string | null } | null;
  startups: ProfileStartup[] | null;
  programs: Named[] | null;
  industries: Named[] | null;
  info: SocialLinks | null;
}

export const PROFILE_USER = graphql(`
  query ProfileUser($id: ID!) {
    user(id: $id) {
      _id
      fullName
      firstName
      lastName
      headline
      bio
      avatar
      cover
      email
      phone
      timezone
      country
      locations
      status
      role {
        _id
        type
        label
      }
      startups {
        _id
        name
        logo
        people {
          _id
          fullName
        }
      }
      programs {
        _id
        name
      }
      industries {
        _id
        name
      }
      info {
        linkedin
        twitter
        facebook
        angellist
      }
    }
  }
`);

export interface ProfileCardUser {
  _id: string;
  fullName: string;
  avatar: string | null;
  cover: string | null;
  role: { _id: string; type: string | null; label: string | null } | null;
  roleLabel: string;
  timezone: string | null;
  startups: Array<{ _id: string; name: string }> | null;
}

/** Spec 1 §7: ProfileCardPopper(id) — cover, avatar, _id, fullName, role, startups, timezone. */
export const PROFILE_CARD = graphql(`
  query ProfileCardPopper($id: ID!) {
    user(id: $id) {
      _id
      fullName
      avatar
      cover
      role {
        _id
        type
        label
      }
      roleLabel
      timezone
      startups {
        _id
        name
      }
    }
  }
`);
